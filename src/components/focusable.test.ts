import { focusableElements, returnFocus } from './focusable';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusableElements', () => {
  it('lists what Tab reaches, in document order, leaving out the disabled, hidden and inert', () => {
    document.body.innerHTML = `
      <a href="/a">a</a><button disabled>b</button><input type="hidden"><button>c</button>
      <div inert><button>d</button></div><span tabindex="-1">e</span><button hidden>f</button>`;
    expect(focusableElements(document.body).map((element) => element.textContent)).toEqual([
      'a',
      'c',
    ]);
  });
});

describe('returnFocus', () => {
  it('gives focus back to the opener while it is in the page', () => {
    document.body.innerHTML =
      '<button id="opener">open</button><main id="main" tabindex="-1"></main>';
    const opener = document.getElementById('opener') as HTMLElement;
    returnFocus(opener);
    expect(document.activeElement).toBe(opener);
  });

  it('else to the main content, without scrolling it into view', () => {
    document.body.innerHTML = '<main id="main" tabindex="-1"></main>';
    const main = document.getElementById('main') as HTMLElement;
    const focus = jest.spyOn(main, 'focus');
    const gone = document.createElement('button');
    returnFocus(gone);
    expect(document.activeElement).toBe(main);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    returnFocus(null);
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
  });
});
