import { PAGE_MAKES_ROOM } from './pageRoom';
import { keepRegionClear, toastTop, type Box } from './toastPlacement';

/** A 375 x 812 phone; the region spans the width, 100 px high, 12 px from the edges. */
const phone = { viewportHeight: 812, height: 100, left: 8, right: 367, margin: 12 };
const box = (top: number, bottom: number, left = 0, right = 375): Box => ({
  top,
  bottom,
  left,
  right,
});

describe('toastTop', () => {
  it('keeps the usual place at the bottom when it covers nothing', () => {
    expect(toastTop({ ...phone, keepClear: [] })).toBeNull();
    expect(toastTop({ ...phone, keepClear: [box(100, 140)] })).toBeNull();
  });

  it('goes to the top when the bottom would cover the focused control or a countdown', () => {
    // the cart panel's footer: the countdown and 'Zur Kasse' at the bottom
    expect(toastTop({ ...phone, keepClear: [box(300, 340), box(700, 724)] })).toBe(12);
    expect(toastTop({ ...phone, keepClear: [box(760, 800)] })).toBe(12);
  });

  it('finds room between them when both the top and the bottom are taken', () => {
    // focus on the panel's status line at the top, the countdown at the bottom
    const top = toastTop({ ...phone, keepClear: [box(60, 90), box(700, 724)] });
    expect(top).toBe(90 + 12);
  });

  it('minds only what lies beside it: a box left of the region does not count', () => {
    const desktop = { viewportHeight: 900, height: 100, left: 880, right: 1264, margin: 12 };
    expect(toastTop({ ...desktop, keepClear: [box(800, 840, 0, 600)] })).toBeNull();
    expect(toastTop({ ...desktop, keepClear: [box(800, 840, 900, 1000)] })).toBe(12);
  });

  it('with no room at all, leaves the focused control free rather than the others', () => {
    const tall = { ...phone, viewportHeight: 300, height: 120 };
    // the focused control at the bottom, a countdown filling the top half
    const top = toastTop({ ...tall, keepClear: [box(250, 290), box(0, 160)] });
    expect(top).not.toBeNull();
    expect(top! + 120).toBeLessThanOrEqual(250);
  });
});

describe('toastTop for a region whose usual place is the top (the reservation warning)', () => {
  it('stays at the top when it covers nothing, and goes down when it would cover the focused control', () => {
    expect(toastTop({ ...phone, usualAtTop: true, keepClear: [box(700, 724)] })).toBeNull();
    // focus on the header's link under the top: the bottom is free
    expect(toastTop({ ...phone, usualAtTop: true, keepClear: [box(20, 60)] })).toBe(812 - 12 - 100);
  });
});

describe('keepRegionClear', () => {
  /** A fixed element whose getBoundingClientRect answers `rect` (jsdom lays nothing out). */
  function placed<T extends HTMLElement>(element: T, rect: Box): T {
    element.getBoundingClientRect = () =>
      ({
        ...rect,
        x: rect.left,
        y: rect.top,
        width: rect.right - rect.left,
        height: rect.bottom - rect.top,
      }) as DOMRect;
    return element;
  }

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("does not move a region away from its own countdown, but from another one's", () => {
    window.innerHeight = 812;
    const region = placed(document.createElement('section'), box(12, 112, 8, 367));
    const ownTimer = placed(document.createElement('span'), box(40, 60, 20, 100));
    ownTimer.setAttribute('role', 'timer');
    region.append(ownTimer);
    document.body.append(region);

    const stop = keepRegionClear(region, true);
    expect(region.style.top).toBe('');

    // a countdown of the page where the region usually lies: it goes to the bottom
    const pageTimer = placed(document.createElement('span'), box(80, 100, 20, 100));
    pageTimer.setAttribute('role', 'timer');
    document.body.append(pageTimer);
    window.dispatchEvent(new Event('resize'));
    return new Promise<void>((done) => {
      window.requestAnimationFrame(() => {
        expect(region.style.top).toBe(`${812 - 12 - 100}px`);
        stop();
        done();
      });
    });
  });

  it('keeps a region the page makes room for in its usual place, over a countdown or not', () => {
    window.innerHeight = 900;
    const region = placed(document.createElement('section'), box(12, 204, 900, 1268));
    const notice = document.createElement('div');
    notice.setAttribute(PAGE_MAKES_ROOM, '');
    region.append(notice);
    // the checkout summary's countdown, where the page is about to make room for the notice
    const summaryTimer = placed(document.createElement('span'), box(120, 140, 960, 1200));
    summaryTimer.setAttribute('role', 'timer');
    document.body.append(region, summaryTimer);

    const stop = keepRegionClear(region, true);
    expect(region.style.top).toBe('');

    // without the mark, the same region would dodge the countdown (and the room with it)
    notice.removeAttribute(PAGE_MAKES_ROOM);
    window.dispatchEvent(new Event('resize'));
    return new Promise<void>((done) => {
      window.requestAnimationFrame(() => {
        expect(region.style.top).not.toBe('');
        stop();
        done();
      });
    });
  });
});
