/**
 * The follower's chunk (blockFollower.ts, `card-blocks`): a list far from 600 cards does not
 * fetch it; one that nears that size does, once; and when it cannot load (the network dropped
 * it), every card of a long list is drawn, as on a short list, so none is out of reach.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { CARD_BLOCK_SIZE } from './cardBlocks';
import { useCardBlocks } from './useCardBlocks';

const mockChunk = { fetched: 0 };
jest.mock('./blockFollower', () => {
  mockChunk.fetched += 1;
  throw new Error('Loading chunk card-blocks failed');
});

function Drawn({ cards }: { cards: number }) {
  const listRef = useRef<HTMLUListElement>(null);
  const { stretches } = useCardBlocks(listRef, cards, CARD_BLOCK_SIZE);
  return (
    <ul ref={listRef}>
      <li>{stretches === null ? 'every card' : `${stretches.length} stretches`}</li>
    </ul>
  );
}

const list = (cards: number) => (
  <MemoryRouter>
    <Drawn cards={cards} />
  </MemoryRouter>
);

it('fetches the chunk near 600 cards only; without it every card of a long list is drawn', async () => {
  // 576 cards: two blocks (24 cards) short of needing it
  const { rerender } = render(list(576));
  await act(async () => {
    await new Promise((settled) => setTimeout(settled, 0));
  });
  expect(mockChunk.fetched).toBe(0);
  await act(async () => {
    rerender(list(577));
  });
  expect(mockChunk.fetched).toBe(1);
  expect(screen.getByRole('listitem')).toHaveTextContent('every card');
  // past 600: the first page and a stand-in would stand until the chunk's answer; the chunk
  // failed, so every card is drawn
  rerender(list(700));
  expect(screen.getByRole('listitem')).toHaveTextContent('every card');
  // asked for once: a failed chunk is not asked for again on the same page
  expect(mockChunk.fetched).toBe(1);
});

it("shows a long list's first page until the failed chunk's answer, then every card", async () => {
  // the chunk is asked for once per page life: this list gets the failure already made
  render(list(700));
  expect(screen.getByRole('listitem')).toHaveTextContent('6 stretches');
  await waitFor(() => expect(screen.getByRole('listitem')).toHaveTextContent('every card'));
  expect(mockChunk.fetched).toBe(1);
});
