/**
 * The app's texts load on demand, in the visitor's language only: the core namespaces in one go,
 * the others when asked for, and on a language switch everything asked for so far.
 */
import { appTexts, createAppI18n, hasTexts, loadTexts } from './textLoader';
import { CORE_NAMESPACES } from './textNamespaces';
import { namespaces as allNamespaces } from './resources';
import { LANGUAGES } from '../../lib/languages';

const languagesHolding = (instance: ReturnType<typeof createAppI18n>, namespace: string) =>
  LANGUAGES.filter((lang) => instance.hasResourceBundle(lang, namespace));

describe('the app’s texts', () => {
  it('start empty and become the app’s texts', () => {
    const i18n = createAppI18n('fr');
    expect(appTexts()).toBe(i18n);
    expect(i18n.language).toBe('fr');
    expect(hasTexts(i18n, 'fr')).toBe(false);
  });

  it('load the core namespaces of one language only', async () => {
    const i18n = createAppI18n('en');
    await loadTexts(i18n, 'en');
    expect(hasTexts(i18n, 'en')).toBe(true);
    for (const namespace of CORE_NAMESPACES)
      expect(languagesHolding(i18n, namespace)).toEqual(['en']);
    expect(i18n.t('actions.close')).toBe('Close');
    expect(i18n.hasResourceBundle('en', 'legal')).toBe(false);
  });

  it('load another namespace when a page or dialog asks for it', async () => {
    const i18n = createAppI18n('it');
    await loadTexts(i18n, 'it', ['legal', 'forms']);
    expect(hasTexts(i18n, 'it', ['legal', 'forms'])).toBe(true);
    expect(languagesHolding(i18n, 'legal')).toEqual(['it']);
  });

  it('switch languages with everything asked for so far', async () => {
    const i18n = createAppI18n('de');
    await loadTexts(i18n, 'de', ['checkout']);
    await loadTexts(i18n, 'en');
    expect(hasTexts(i18n, 'en', ['checkout'])).toBe(true);
    expect(languagesHolding(i18n, 'checkout')).toEqual(['de', 'en']);
    await i18n.changeLanguage('en');
    expect(i18n.t('actions.close')).toBe('Close');
  });

  it('cover every namespace with the core chunk or a chunk of its own', async () => {
    const i18n = createAppI18n('de');
    await loadTexts(i18n, 'de', allNamespaces);
    expect(hasTexts(i18n, 'de', allNamespaces)).toBe(true);
  });
});
