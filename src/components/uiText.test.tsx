import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createUiI18n, uiResources } from './testUtils';
import { useUiLang, useUiText } from './uiText';

/** Every key path of a nested texts object. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('ui texts', () => {
  it('has the same keys in de, en, fr and it, none empty', () => {
    const reference = keys(uiResources.de).sort();
    for (const texts of Object.values(uiResources)) {
      expect(keys(texts).sort()).toEqual(reference);
      expect(JSON.stringify(texts)).not.toMatch(/:""/);
    }
  });

  it('translates in the current language, with plurals', () => {
    const i18n = createUiI18n('it');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { result } = renderHook(() => ({ t: useUiText(), lang: useUiLang() }), { wrapper });
    expect(result.current.lang).toBe('it');
    expect(result.current.t('close')).toBe('Chiudi');
    expect(result.current.t('countdown.minutesLeft', { count: 5 })).toBe('Ancora 5 minuti');
    expect(result.current.t('countdown.minutesLeft', { count: 1 })).toBe('Ancora 1 minuto');
  });
});
