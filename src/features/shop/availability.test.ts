import { canAdd, placementAvailability, variantAvailability } from './availability';
import { mainPicture } from './mainPicture';
import type { Picture } from '../../api/types';

describe('availability', () => {
  it('reads a variant the shop says nothing about as available', () => {
    expect(variantAvailability({})).toBe('AVAILABLE');
    expect(variantAvailability({ availability: 'FEW_LEFT' })).toBe('FEW_LEFT');
  });

  it('takes the placement’s word, else derives it from its variants', () => {
    const sold = { availability: 'SOLD_OUT' } as const;
    const few = { availability: 'FEW_LEFT' } as const;
    expect(placementAvailability({ availability: 'SOLD_OUT' }, [{}])).toBe('SOLD_OUT');
    expect(placementAvailability({ availability: 'AVAILABLE' }, [sold])).toBe('AVAILABLE');
    expect(placementAvailability({}, [sold, sold])).toBe('SOLD_OUT');
    // some price categories sold out, the others freely on sale: available
    expect(placementAvailability({}, [sold, {}])).toBe('AVAILABLE');
    expect(placementAvailability({}, [sold, few])).toBe('FEW_LEFT');
    expect(placementAvailability({}, [few, {}])).toBe('FEW_LEFT');
    expect(placementAvailability({}, [{}, { availability: 'AVAILABLE' }])).toBe('AVAILABLE');
    expect(placementAvailability({}, [])).toBe('AVAILABLE');
  });

  it('adds nothing of a sold-out placement or variant', () => {
    expect(canAdd({}, {})).toBe(true);
    expect(canAdd({}, { availability: 'FEW_LEFT' })).toBe(true);
    expect(canAdd({}, { availability: 'SOLD_OUT' })).toBe(false);
    expect(canAdd({ availability: 'SOLD_OUT' }, { availability: 'AVAILABLE' })).toBe(false);
  });
});

describe('mainPicture', () => {
  const picture = (width: number): Picture => ({
    width,
    height: 1,
    alt: null,
    renditions: [{ url: `/m/${width}.jpg`, width, type: 'image/jpeg' }],
  });
  it('takes the placement’s, else the article’s, else the event’s first picture', () => {
    expect(
      mainPicture({ media: [picture(1)] }, { media: [picture(2)] }, { media: [picture(3)] })?.width,
    ).toBe(1);
    expect(
      mainPicture({ media: [] }, { media: [picture(2), picture(4)] }, { media: [picture(3)] })
        ?.width,
    ).toBe(2);
    expect(mainPicture({}, {}, { media: [picture(3)] })?.width).toBe(3);
    expect(mainPicture({}, { media: [] }, undefined)).toBeUndefined();
  });
});
