// The page's first script (webpack's entry 'after-paint'): src/afterPaint.ts says what it does.
import { afterPaint } from './afterPaint';

afterPaint(document);
