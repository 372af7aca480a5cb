/**
 * The customisation dialog as a chunk of its own ('customisation'): loaded when a flow first
 * waits for the visitor, then kept. The flow itself (customisationSaga) runs from the start; the
 * dialog only shows its screens.
 */
import { useAppSelector } from '../../state/hooks';
import { Part, preloadablePart } from '../navigation/preloadablePart';
import { selectCustomisation } from './customisationSlice';

export const customisationDialog = preloadablePart(
  () => import(/* webpackChunkName: "customisation" */ './CustomisationDialog'),
  ['customisation'],
);

export default function CustomisationDialogLoader() {
  const { active } = useAppSelector(selectCustomisation);
  return <Part part={customisationDialog} wanted={active} props={{}} />;
}
