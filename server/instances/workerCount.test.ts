import { instancesFromEnv } from './workerCount';

const REAL_SHOP = { BILLETT_ORIGIN: 'https://api.shop.example' };

it('runs one worker per core against a real shop, and one process with the demo shop', () => {
  expect(instancesFromEnv(REAL_SHOP, 4)).toEqual({ workers: 4, warning: null });
  expect(instancesFromEnv({}, 4)).toEqual({ workers: 1, warning: null });
  expect(instancesFromEnv({ BILLETT_ORIGIN: ' ' }, 4).workers).toBe(1);
});

it('takes BILLETT_WORKERS, and warns that demo shops are not shared', () => {
  expect(instancesFromEnv({ ...REAL_SHOP, BILLETT_WORKERS: '3' }, 8)).toEqual({
    workers: 3,
    warning: null,
  });
  expect(instancesFromEnv({ ...REAL_SHOP, BILLETT_WORKERS: ' 1 ' }, 8).workers).toBe(1);
  const demo = instancesFromEnv({ BILLETT_WORKERS: '2' }, 8);
  expect(demo.workers).toBe(2);
  expect(demo.warning).toMatch(/each with its own demo shop/);
  expect(instancesFromEnv({ BILLETT_WORKERS: '1' }, 8).warning).toBeNull();
});

it('stops on a BILLETT_WORKERS that is no whole number of at least 1', () => {
  for (const value of ['0', '-2', '1.5', 'two', '2x'])
    expect(() => instancesFromEnv({ ...REAL_SHOP, BILLETT_WORKERS: value }, 2)).toThrow(
      `BILLETT_WORKERS must be a whole number of at least 1, not "${value}"`,
    );
});
