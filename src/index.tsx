// The storefront in the browser: its start is src/app/start (README.md there walks it).
import { startStorefront } from './app/start/startStorefront';
import './styles/base.css';

void startStorefront();
