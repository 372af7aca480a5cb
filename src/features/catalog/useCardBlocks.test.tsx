/**
 * useCardBlocks on a list laid out as a browser would (cardLayoutTestKit.ts) and the real
 * follower chunk: a list short enough draws every card; a longer one draws its first page until
 * the follower is there, then the blocks near the screen as the visitor scrolls; the focused card's
 * block and the card about to get focus stay drawn; back on the entry, the list opens where the
 * visitor was.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { BLOCK_HEIGHT_GUESS as BLOCK, CARD_BLOCK_SIZE } from './cardBlocks';
import { layOutLists, resizeTo, scrollTo } from './cardLayoutTestKit';
import { listEntry } from './listPages';
import { recallPlace, rememberPlace } from './listPlace';
import { useCardBlocks } from './useCardBlocks';

const CATEGORY = '/de/c/cat-alle-angebote';

/** A list of `cards` cards drawn as PlacementList draws it, what it draws, and a control outside. */
function Cards({ cards }: { cards: number }) {
  const listRef = useRef<HTMLUListElement>(null);
  const blocks = useCardBlocks(listRef, cards, CARD_BLOCK_SIZE);
  const card = (index: number) => (
    <li key={index} aria-posinset={index + 1} aria-setsize={cards}>
      <a href={`#card-${index + 1}`}>{`card ${index + 1}`}</a>
    </li>
  );
  const stretches = blocks.stretches ?? [];
  return (
    <>
      <output>
        {blocks.stretches === null
          ? `every card`
          : stretches
              .map((stretch) =>
                stretch.kind === 'cards' ? `c${stretch.block}` : `s${stretch.from}-${stretch.to}`,
              )
              .join(' ')}
      </output>
      <ul ref={listRef}>
        {blocks.stretches === null
          ? Array.from({ length: cards }, (_, index) => card(index))
          : stretches.flatMap((stretch) =>
              stretch.kind === 'standIn'
                ? [
                    <li
                      key={`stand-in-${stretch.from}`}
                      aria-hidden="true"
                      style={{ height: blocks.standInHeight(stretch.from, stretch.to) }}
                    />,
                  ]
                : Array.from(
                    {
                      length: Math.min(CARD_BLOCK_SIZE, cards - stretch.block * CARD_BLOCK_SIZE),
                    },
                    (_, offset) => card(stretch.block * CARD_BLOCK_SIZE + offset),
                  ),
            )}
      </ul>
      <button type="button" onClick={() => blocks.keepCard(300)}>
        keep card 301
      </button>
    </>
  );
}

const inRouter = (cards: number) => (
  <MemoryRouter initialEntries={[CATEGORY]}>
    <Cards cards={cards} />
  </MemoryRouter>
);

const drawn = () => screen.getByRole('status').textContent;
const cardLink = (n: number) => screen.getByRole('link', { name: `card ${n}` });

afterEach(() => window.sessionStorage.clear());

describe('a long list drawn in blocks', () => {
  it('draws every card of a list of up to 600', async () => {
    layOutLists();
    // near 600 cards the follower's chunk is fetched (its answer within the act)
    await act(async () => {
      render(inRouter(600));
    });
    expect(drawn()).toBe('every card');
    expect(screen.getAllByRole('listitem')).toHaveLength(600);
  });

  it('draws the first page until the follower is there, then the blocks near the screen', async () => {
    const page = layOutLists();
    render(inRouter(601));
    // 601 cards make 51 blocks; a page of 60 cards is 5 of them
    expect(drawn()).toBe('c0 c1 c2 c3 c4 s5-51');
    expect(screen.getByRole('link', { name: 'card 60' })).toBeInTheDocument();
    // the screen (768 px) and one screen below it: 3 blocks of 528 px
    await waitFor(() => expect(drawn()).toBe('c0 c1 c2 s3-51'));
    // the stand-in is as tall as the blocks it stands for
    expect(document.querySelector<HTMLElement>('li[aria-hidden]')?.style.height).toBe(
      `${48 * BLOCK}px`,
    );
    scrollTo(page, 25 * BLOCK);
    await waitFor(() => expect(drawn()).toBe('s0-23 c23 c24 c25 c26 c27 s28-51'));
    expect(cardLink(301).getBoundingClientRect().top).toBe(0);
    // the card at the top of the screen is noted for the way back
    expect(recallPlace(listEntry('default', CATEGORY))).toEqual({ card: 300, offset: 0 });
  });

  it('draws one block more as the screen moves one block down', async () => {
    const page = layOutLists();
    render(inRouter(601));
    await waitFor(() => expect(drawn()).toBe('c0 c1 c2 s3-51'));
    scrollTo(page, BLOCK);
    await waitFor(() => expect(drawn()).toBe('c0 c1 c2 c3 s4-51'));
  });

  it('makes the stand-ins as tall as the blocks it measured, and measures anew at another width', async () => {
    const page = layOutLists();
    // cards taller than guessed: a block of 12 is 720 px
    page.cardHeight = 60;
    render(inRouter(601));
    await waitFor(() => expect(drawn()).toBe('c0 c1 c2 s3-51'));
    const standIn = () => document.querySelector<HTMLElement>('li[aria-hidden]')?.style.height;
    expect(standIn()).toBe(`${48 * 720}px`);
    // blocks 23 to 27 measured on the way, then back at the top
    scrollTo(page, 25 * 720);
    await waitFor(() => expect(drawn()).toBe('s0-23 c23 c24 c25 c26 c27 s28-51'));
    scrollTo(page, 0);
    await waitFor(() => expect(drawn()).toBe('c0 c1 c2 s3-51'));
    // a wider window: shorter cards; every height measured at the old width is forgotten
    resizeTo(page, 640, 30);
    await waitFor(() => expect(drawn()).toBe('c0 c1 c2 c3 c4 s5-51'));
    expect(standIn()).toBe(`${46 * 360}px`);
  });

  it('measures each block drawn: a block of taller cards counts for itself', async () => {
    const page = layOutLists();
    // the first block's cards 60 px tall (720 px), the others' 30 px (360 px)
    page.cardHeight = (card) => (card < 12 ? 60 : 30);
    render(inRouter(601));
    // the first page measured: the screen and one screen below hold blocks 0 to 3
    await waitFor(() => expect(drawn()).toBe('c0 c1 c2 c3 s4-51'));
    // block 4 as measured, the 46 never drawn at the mean of the five measured
    const mean = (720 + 4 * 360) / 5;
    expect(document.querySelector<HTMLElement>('li[aria-hidden]')?.style.height).toBe(
      `${360 + 46 * mean}px`,
    );
  });

  it('draws the last block when the screen is past the end of the list', async () => {
    const page = layOutLists();
    render(inRouter(601));
    await waitFor(() => expect(drawn()).toBe('c0 c1 c2 s3-51'));
    scrollTo(page, 60 * BLOCK);
    await waitFor(() => expect(drawn()).toBe('s0-50 c50'));
    // no card at the top of the screen: the place noted before stays
    expect(recallPlace(listEntry('default', CATEGORY))).toEqual({ card: 0, offset: 0 });
  });

  it('follows nothing once the list is gone', async () => {
    const page = layOutLists();
    const { unmount } = render(inRouter(601));
    await waitFor(() => expect(drawn()).toBe('c0 c1 c2 s3-51'));
    scrollTo(page, 25 * BLOCK);
    await waitFor(() => expect(drawn()).toBe('s0-23 c23 c24 c25 c26 c27 s28-51'));
    const entry = listEntry('default', CATEGORY);
    expect(recallPlace(entry)).toEqual({ card: 300, offset: 0 });
    unmount();
    // a scroll and a resize after it: the frame they would have been followed in passes
    scrollTo(page, 25 * BLOCK + 10);
    window.dispatchEvent(new Event('resize'));
    await act(() => new Promise<void>((frame) => requestAnimationFrame(() => frame())));
    await act(() => new Promise<void>((frame) => requestAnimationFrame(() => frame())));
    expect(recallPlace(entry)).toEqual({ card: 300, offset: 0 });
  });

  it('follows the screen from 610 cards on, not only from a page of 60 more', async () => {
    const page = layOutLists();
    render(inRouter(610));
    await waitFor(() => expect(drawn()).toBe('c0 c1 c2 s3-51'));
    // at the end of the list (the last block, of 10 cards, is shorter than the others)
    scrollTo(page, 49 * BLOCK);
    await waitFor(() => expect(drawn()).toMatch(/^s0-\d+( c\d+)+ c50$/));
    expect(cardLink(610)).toBeInTheDocument();
  });

  it('keeps the card about to get focus drawn, before the follower is there and after', async () => {
    layOutLists();
    render(inRouter(700));
    fireEvent.click(screen.getByRole('button', { name: 'keep card 301' }));
    // card 301 is in block 25: it and its neighbours
    expect(drawn()).toBe('c0 c1 c2 c3 c4 s5-24 c24 c25 c26 s27-59');
    expect(cardLink(301)).toBeInTheDocument();
    await waitFor(() => expect(drawn()).toBe('c0 c1 c2 s3-24 c24 c25 c26 s27-59'));
  });

  it("keeps the focused card's block drawn until the focus goes to another control", async () => {
    const page = layOutLists();
    const { rerender } = render(inRouter(590));
    // the list grows past 600 cards: from then on it draws in blocks
    rerender(inRouter(700));
    await waitFor(() => expect(drawn()).toBe('c0 c1 c2 s3-59'));
    // card 30 is in block 2
    act(() => cardLink(30).focus());
    await waitFor(() => expect(drawn()).toBe('c0 c1 c2 c3 s4-59'));
    scrollTo(page, 25 * BLOCK);
    await waitFor(() => expect(drawn()).toBe('s0-1 c1 c2 c3 s4-23 c23 c24 c25 c26 c27 s28-59'));
    expect(cardLink(30)).toHaveFocus();
    // one block further: as many blocks drawn, the kept ones the same, the others one further
    scrollTo(page, 26 * BLOCK);
    await waitFor(() => expect(drawn()).toBe('s0-1 c1 c2 c3 s4-24 c24 c25 c26 c27 c28 s29-59'));
    scrollTo(page, 25 * BLOCK);
    await waitFor(() => expect(drawn()).toBe('s0-1 c1 c2 c3 s4-23 c23 c24 c25 c26 c27 s28-59'));
    // to nowhere (another window): the focus comes back here, the block stays
    act(() => cardLink(30).blur());
    scrollTo(page, 25 * BLOCK + 1);
    await waitFor(() => expect(recallPlace(listEntry('default', CATEGORY))?.offset).toBe(-1));
    expect(drawn()).toBe('s0-1 c1 c2 c3 s4-23 c23 c24 c25 c26 c27 s28-59');
    act(() => cardLink(30).focus());
    act(() => screen.getByRole('button', { name: 'keep card 301' }).focus());
    await waitFor(() => expect(drawn()).toBe('s0-23 c23 c24 c25 c26 c27 s28-59'));
  });

  it('back on the entry, opens where the visitor was', async () => {
    const page = layOutLists();
    // the top of the screen 100 px above card 301 (block 25), noted before the visitor left
    rememberPlace(listEntry('default', CATEGORY), { card: 300, offset: 100 });
    render(inRouter(700));
    await waitFor(() => expect(drawn()).toBe('s0-23 c23 c24 c25 c26 c27 s28-59'));
    expect(page.scrolled).toBe(25 * BLOCK - 100);
    expect(cardLink(301).getBoundingClientRect().top).toBe(100);
  });
});
