import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import {
  DRAWN_IN_BLOCKS_ABOVE,
  blockCount,
  listStretches,
  standInHeight,
  type ListStretch,
} from './cardBlocks';
import { cardIndexOf } from './cardPosition';
import { LIST_PAGE_SIZE, listEntry } from './listPages';
import type * as FollowerModule from './blockFollower';
import type { FollowerMemory, ListNow } from './blockFollower';
import { useLayoutEffectInBrowser } from '../../components/useLayoutEffectInBrowser';

type Follower = typeof FollowerModule;

export interface CardBlocks {
  /** the list from top to end (cardBlocks.ts); null: a list short enough to show every card */
  stretches: ListStretch[] | null;
  /** a stand-in's height (px) for blocks `from` to `to` - 1 */
  standInHeight(from: number, to: number): number;
  /** keeps the block of the card at `index` (and its neighbours) drawn: the card about to get focus */
  keepCard(index: number): void;
}

/** the blocks drawn before the follower is there: the list's first page of cards */
const firstPageBlocks = (blockSize: number): number[] =>
  Array.from({ length: Math.max(1, Math.ceil(LIST_PAGE_SIZE / blockSize)) }, (_, block) => block);

/** The follower's chunk, fetched once per page life (one that failed stays failed: every card drawn). */
let followerChunk: Promise<Follower> | null = null;

/**
 * Draws a long list's cards block by block (cardBlocks.ts) once it shows more than
 * DRAWN_IN_BLOCKS_ABOVE cards. The follower (blockFollower.ts, a chunk fetched when the list
 * nears that size) follows the screen (scroll and resize, one animation frame per burst), the
 * focused card (its block and the neighbours stay, so Tab never falls into a stand-in) and the
 * card about to get focus; it measures each block while drawn and notes the card at the top of the
 * screen; back on this history entry (the back button or a reload) it draws that card's block and
 * scrolls to it. Until it is there the list draws its first page and the kept block; a follower
 * that cannot load leaves every card drawn. Re-renders only when the blocks drawn change. Below
 * the threshold it does nothing and `stretches` is null.
 */
export function useCardBlocks(
  listRef: RefObject<HTMLUListElement | null>,
  cards: number,
  blockSize: number,
): CardBlocks {
  const drawnInBlocks = cards > DRAWN_IN_BLOCKS_ABOVE;
  const nearBlocks = cards > DRAWN_IN_BLOCKS_ABOVE - 2 * blockSize;
  const blocks = blockCount(cards, blockSize);
  const { key, pathname } = useLocation();
  const entry = listEntry(key, pathname);
  const returned = useNavigationType() === 'POP';
  const [follower, setFollower] = useState<Follower | 'failed' | null>(null);
  const [drawn, setDrawn] = useState<number[]>(() => firstPageBlocks(blockSize));
  const [kept, setKept] = useState<number | null>(null);
  const memory = useRef<FollowerMemory>({
    measures: { measured: [], gap: 0, width: 0 },
    restoring: 'unchecked',
    noted: null,
  });

  useEffect(() => {
    // a list that unmounts meanwhile lets the answer go (React ignores its state then)
    if (nearBlocks && follower === null)
      (followerChunk ??= import(/* webpackChunkName: "card-blocks" */ './blockFollower')).then(
        setFollower,
        () => setFollower('failed'),
      );
  }, [nearBlocks, follower]);

  const following = drawnInBlocks && typeof follower === 'object' ? follower : null;
  const stretches =
    drawnInBlocks && follower !== 'failed'
      ? listStretches(
          blocks,
          // until the follower is there: the kept block and its neighbours too
          following || kept === null ? drawn : [...drawn, kept - 1, kept, kept + 1],
        )
      : null;
  const latest = useRef<ListNow | null>(null);
  useLayoutEffectInBrowser(() => {
    latest.current = stretches && { stretches, cards, blocks, kept, entry, drawn };
  });

  // after each change of the list (more cards, other blocks drawn, focus), before the paint;
  // back on this entry, first the card where the visitor was (kept drawn until the list holds)
  useLayoutEffectInBrowser(() => {
    const list = listRef.current;
    if (!following || !list || !latest.current) return;
    following.startRestoring(memory.current, returned, entry);
    const next = following.followScreen(list, latest.current, blockSize, memory.current);
    if (next) setDrawn(next);
  }, [following, listRef, blockSize, cards, drawn, kept, returned, entry]);

  useEffect(() => {
    const list = listRef.current;
    if (!following || !list) return undefined;
    return following.watchList(list, blockSize, memory.current, {
      now: () => latest.current,
      draw: setDrawn,
    });
  }, [following, listRef, blockSize]);

  // the focused card's block stays drawn from the start, before the follower is there: a card
  // focused at once and the screen scrolled away must keep its focus
  useEffect(() => {
    const list = listRef.current;
    if (!drawnInBlocks || !list) return undefined;
    const onFocusIn = (event: FocusEvent) => {
      const index = cardIndexOf(event.target);
      if (index !== null) setKept(Math.floor(index / blockSize));
    };
    // focus to another control of the page; not to nowhere (another window): it comes back here
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !list.contains(event.relatedTarget)) setKept(null);
    };
    list.addEventListener('focusin', onFocusIn);
    list.addEventListener('focusout', onFocusOut);
    return () => {
      list.removeEventListener('focusin', onFocusIn);
      list.removeEventListener('focusout', onFocusOut);
    };
  }, [drawnInBlocks, listRef, blockSize]);

  return {
    stretches,
    standInHeight: (from, to) => standInHeight(memory.current.measures, from, to),
    keepCard: (index) => setKept(Math.floor(index / blockSize)),
  };
}
