import { checkChoicePrice } from './choicePrice';

describe('the chosen price', () => {
  it('is required', () => {
    expect(checkChoicePrice('', 'CHF', 2000)).toEqual({ problem: 'required' });
    expect(checkChoicePrice('   ', 'CHF', 2000)).toEqual({ problem: 'required' });
  });

  it('is a number', () => {
    expect(checkChoicePrice('twenty', 'CHF', 2000)).toEqual({ problem: 'notANumber' });
    expect(checkChoicePrice('20.-', 'CHF', 2000)).toEqual({ problem: 'notANumber' });
  });

  it('is not below the minimum', () => {
    expect(checkChoicePrice('19.99', 'CHF', 2000)).toEqual({ problem: 'tooLow' });
    expect(checkChoicePrice('-25', 'CHF', 2000)).toEqual({ problem: 'tooLow' });
    expect(checkChoicePrice('20', 'CHF', 2000)).toEqual({ price: 2000 });
  });

  it('is not absurd: at most CHF 10,000.00', () => {
    expect(checkChoicePrice('10000', 'CHF', 2000)).toEqual({ price: 10_000_00 });
    expect(checkChoicePrice('10000.01', 'CHF', 2000)).toEqual({ problem: 'tooHigh' });
    expect(checkChoicePrice('99999999', 'CHF', 2000)).toEqual({ problem: 'tooHigh' });
  });

  it('reads what Swiss visitors type', () => {
    expect(checkChoicePrice('25,50', 'CHF', 2000)).toEqual({ price: 2550 });
    expect(checkChoicePrice("1'250.00", 'CHF', 2000)).toEqual({ price: 125000 });
  });
});
