import { makeStore } from '../../app/store';
import { languageChosen, routeLanguageEntered, selectLang } from './localeSlice';

describe('locale', () => {
  it('starts in German', () => {
    expect(selectLang(makeStore().getState())).toBe('de');
  });

  it('follows the route and the language switch', () => {
    const store = makeStore();
    store.dispatch(routeLanguageEntered('fr'));
    expect(selectLang(store.getState())).toBe('fr');
    store.dispatch(languageChosen('it'));
    expect(selectLang(store.getState())).toBe('it');
  });

  it('names its actions as events', () => {
    expect(languageChosen('en').type).toBe('locale/languageChosen');
    expect(routeLanguageEntered('en').type).toBe('locale/routeLanguageEntered');
  });
});
