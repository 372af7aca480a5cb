/** @jest-environment ./src/test/nodeEnvironment.cjs */
import type { ApiErrorBody, Order } from '../../src/api/types';
import { demoServerPerTest } from '../testing/demoServer';
import { chamberAdult, fluteAdult } from '../testing/fixtureIds';
import { visitor } from '../testing/shopClient';

const workshop = { variant: 'var-workshop-kind', placementId: 'pl-zirkus-workshop' };
const child = {
  childName: 'Lina',
  birthDate: '2017-03-04',
  age: 9,
  shirtSize: 'S',
  emergencyPhone: '+41 79 123 45 67',
};

describe('POST /order/:id/personalize', () => {
  const server = demoServerPerTest();

  async function setUp(locale: 'de' | 'en' = 'en') {
    const client = await visitor(server.url(), locale);
    const order = await client.createOrder();
    const items = (await client.addItems(order.id, [chamberAdult, workshop, fluteAdult()])).body
      .items;
    const personalize = (body: unknown) =>
      client.api<Order & ApiErrorBody>('POST', `order/${order.id}/personalize`, { body });
    return { client, order, items, personalize };
  }

  it('saves valid data for every item, keeping only the form fields', async () => {
    const { items, personalize } = await setUp();
    expect(items[1].personalisation).toEqual({ formId: 'form-kind', data: null });
    const { status, body } = await personalize({
      items: {
        [items[0].id]: { firstName: 'Anna', lastName: 'Muster', email: '', extra: 'dropped' },
        [items[1].id]: { ...child, age: '9', photoConsent: true },
      },
    });
    expect(status).toBe(200);
    expect(body.items[0].personalisation?.data).toEqual({
      firstName: 'Anna',
      lastName: 'Muster',
      email: null,
    });
    expect(body.items[1].personalisation?.data).toEqual({
      ...child,
      allergies: null,
      photoConsent: true,
    });
    expect(body.forms.map((form) => form.id)).toEqual([
      'form-buyer',
      'form-ticketholder',
      'form-kind',
    ]);
  });

  it('rejects invalid data with field errors and saves nothing', async () => {
    const { client, order, items, personalize } = await setUp();
    const answer = await personalize({
      items: {
        [items[0].id]: { firstName: 'Anna', lastName: 'Muster' },
        [items[1].id]: {
          childName: '',
          birthDate: '1899-12-31',
          age: 15,
          shirtSize: 'XXL',
          emergencyPhone: '044 000 00 00',
          photoConsent: 'yes',
        },
      },
    });
    expect(answer.status).toBe(422);
    const prefix = `items.${items[1].id}`;
    expect(answer.body.errors).toEqual([
      { detail: 'Please check your details.' },
      { detail: 'This field is required.', field: `${prefix}.childName` },
      { detail: 'The date must not be before 1 January 1900.', field: `${prefix}.birthDate` },
      { detail: 'The value must be at most 14.', field: `${prefix}.age` },
      { detail: 'Please choose one of the options offered.', field: `${prefix}.shirtSize` },
      { detail: 'This value is invalid.', field: `${prefix}.photoConsent` },
    ]);
    const after = (await client.getOrder(order.id)).body;
    expect(after.items.map((item) => item.personalisation?.data ?? null)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('checks e-mail format, real dates, required confirms, numbers', async () => {
    const { items, personalize } = await setUp();
    const errors = async (itemId: string, data: unknown) =>
      (await personalize({ items: { [itemId]: data } })).body.errors
        ?.slice(1)
        .map((e) => [e.field?.split('.').pop(), e.detail]);
    expect(
      await errors(items[0].id, { firstName: 'A', lastName: 'B', email: 'anna@example' }),
    ).toEqual([['email', 'Please enter a valid e-mail address.']]);
    expect(await errors(items[1].id, { ...child, birthDate: '2017-02-30' })).toEqual([
      ['birthDate', 'Please enter a valid date.'],
    ]);
    expect(await errors(items[1].id, { ...child, age: 'nine' })).toEqual([
      ['age', 'Please enter a number.'],
    ]);
    expect(await errors(items[1].id, { ...child, age: 3 })).toEqual([
      ['age', 'The value must be at least 4.'],
    ]);
    expect(await errors(items[1].id, { ...child, childName: null })).toEqual([
      ['childName', 'This field is required.'],
    ]);
  });

  it('refuses unknown items, items without a form and a wrong body', async () => {
    const { items, personalize } = await setUp();
    const unknown = await personalize({ items: { 'item-999': { firstName: 'A' } } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[1]).toEqual({
      detail: 'This item is not in your order.',
      field: 'items.item-999',
    });
    const notNeeded = await personalize({ items: { [items[2].id]: {} } });
    expect(notNeeded.body.errors[1].field).toBe(`items.${items[2].id}`);
    expect((await personalize({ items: [] })).status).toBe(422);
    expect((await personalize({})).status).toBe(422);
    expect((await personalize({ items: { [items[0].id]: 'Anna' } })).status).toBe(422);
  });
});
