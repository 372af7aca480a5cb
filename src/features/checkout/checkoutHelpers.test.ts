/** Pure helpers of the checkout: where 'continue shopping' leads, the terms field, server paths. */
import type { FormField } from '../../api/types';
import { rememberRoute } from '../navigation/routeMemory';
import { formikPathOf, termsFieldOf } from './checkoutValues';
import { continueShoppingPath, pathOfRoute } from './continueShopping';

const confirm = (key: string, required: boolean): FormField => ({
  key,
  type: 'confirm',
  required,
  grouped: false,
  label: { de: key },
});

describe('continue shopping', () => {
  beforeEach(() => localStorage.clear());

  it('leads to the remembered shop page in the current language, else home', () => {
    expect(continueShoppingPath('fr')).toBe('/fr');
    rememberRoute({
      name: 'category',
      params: { lang: 'de', categoryId: 'main-konzerte' },
      query: { page: '2' },
    });
    expect(continueShoppingPath('fr')).toBe('/fr/c/main-konzerte?page=2');
    expect(
      pathOfRoute(
        { name: 'article', params: { placementPath: 'jazz-pl-jazz-nacht' }, query: {} },
        'en',
      ),
    ).toBe('/en/a/jazz-pl-jazz-nacht');
    expect(pathOfRoute({ name: 'categories-home', params: {}, query: {} }, 'it')).toBe('/it');
    expect(pathOfRoute({ name: 'category', params: {}, query: {} }, 'de')).toBeNull();
    expect(pathOfRoute({ name: 'somewhere-new', params: {}, query: {} }, 'de')).toBeNull();
  });
});

describe('the terms field', () => {
  it('is the confirm field named for the terms, else the one required confirm field', () => {
    expect(termsFieldOf([confirm('newsletter', false), confirm('terms', true)])?.key).toBe('terms');
    expect(termsFieldOf([confirm('agbAccepted', false)])?.key).toBe('agbAccepted');
    expect(termsFieldOf([confirm('consent', true)])?.key).toBe('consent');
    expect(termsFieldOf([confirm('a', true), confirm('b', true)])).toBeUndefined();
    expect(termsFieldOf([confirm('newsletter', false)])).toBeUndefined();
  });

  it('maps the server’s field names to the form’s', () => {
    expect(formikPathOf('form.email')).toBe('buyer.email');
    expect(formikPathOf('paymentMethod')).toBe('paymentMethod');
    expect(formikPathOf('items.x')).toBeNull();
  });
});
