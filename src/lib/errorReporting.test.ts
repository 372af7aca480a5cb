import { reportError, reportErrorOnce, setErrorReporter } from './errorReporting';

describe('error reporting', () => {
  it('goes to console.error by default', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    reportError(new Error('boom'), { where: 'test' });
    expect(consoleError).toHaveBeenCalledWith('[billett]', new Error('boom'), { where: 'test' });
  });

  it('goes to a replaced reporter, and a failing reporter breaks nothing', () => {
    const reporter = jest.fn();
    const previous = setErrorReporter(reporter);
    try {
      reportError('x', { a: 1 });
      expect(reporter).toHaveBeenCalledWith('x', { a: 1 });
      setErrorReporter(() => {
        throw new Error('reporter down');
      });
      jest.spyOn(console, 'error').mockImplementation(() => {});
      expect(() => reportError('y')).not.toThrow();
    } finally {
      setErrorReporter(previous);
    }
  });

  it('reports a thrown error once however often it is passed to reportErrorOnce', () => {
    const reports: unknown[] = [];
    const previous = setErrorReporter((error) => reports.push(error));
    try {
      const first = new Error('boom');
      const second = new Error('boom');
      reportErrorOnce(first, { where: 'route' });
      reportErrorOnce(first, { where: 'route' });
      reportErrorOnce(second, { where: 'route' });
      reportErrorOnce('text', { where: 'route' });
      reportErrorOnce('text', { where: 'route' });
      expect(reports).toEqual([first, second, 'text', 'text']);
      expect(reports[0]).toBe(first);
      expect(reports[1]).toBe(second);
    } finally {
      setErrorReporter(previous);
    }
  });
});
