import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A busy machine (several test runs on two cores) renders a whole page, its chunks, texts and the
// demo server's answers in well over the library's default 1 s: findBy and waitFor wait on state
// for up to 5 s, and fail with what they waited for after that (the tests' own limit is higher).
configure({ asyncUtilTimeout: 5_000 });
