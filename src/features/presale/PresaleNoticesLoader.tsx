/**
 * The presale code's question and note (PresaleNotices) as a chunk of their own: no first page
 * needs them, they come when a presale code has something to ask or tell. Their texts are the
 * checkout namespace's presale part.
 */
import { useAppSelector } from '../../state/hooks';
import type { RootState } from '../../state/rootState';
import { Part, preloadablePart } from '../navigation/preloadablePart';
import { selectPresaleQuestion, selectPresaleStarted } from './presaleSlice';

export const presaleNotices = preloadablePart(
  () => import(/* webpackChunkName: "presale-notices" */ './PresaleNotices'),
  ['checkout'],
);

const selectWanted = (state: RootState): boolean =>
  selectPresaleQuestion(state) !== null || selectPresaleStarted(state);

export default function PresaleNoticesLoader() {
  const wanted = useAppSelector(selectWanted);
  return <Part part={presaleNotices} wanted={wanted} props={{}} />;
}
