import { reportError, setErrorReporter } from './errorReporting';

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
});
