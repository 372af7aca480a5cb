import { loadDemoFixture } from '../server/demoFixture/fixture';
import { withBigCategory } from '../server/demoFixture/bigCategory';
import { programmeCompute } from './programmeCompute';

describe('programmeCompute', () => {
  it('computes the programme of every visible placement from a shop answer', async () => {
    const fixture = withBigCategory(loadDemoFixture(), 200);
    const visible = fixture.shop.placements.filter((placement) => !placement.hidden).length;
    const figures = await programmeCompute(fixture, 1);
    expect(figures.entries).toBe(visible);
    expect(figures.runs).toBe(1);
    expect(Number.isFinite(figures.programmeMs)).toBe(true);
    expect(Number.isFinite(figures.categoryCardsMs)).toBe(true);
  });
});
