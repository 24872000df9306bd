import { describe, expect, it } from 'vitest';
import { deliveryServicesForCities, deliveryServicesOf, parcelFeeCents } from './delivery-fee.ts';

describe('delivery fees (decision 049)', () => {
  it('charges the first fee up to the first pieces, then each piece past them', () => {
    expect(parcelFeeCents('zto', 1)).toBe(800);
    expect(parcelFeeCents('zto', 5)).toBe(800);
    expect(parcelFeeCents('zto', 6)).toBe(850);
    expect(parcelFeeCents('sf', 10)).toBe(1800 + 7 * 150);
  });

  it('charges nothing for an empty parcel', () => {
    expect(parcelFeeCents('yto', 0)).toBe(0);
  });

  it('offers a city only the services that ship from it', () => {
    expect(deliveryServicesOf('pn').map((s) => s.code)).toEqual(['zto', 'yto', 'sf', 'freight']);
    expect(deliveryServicesOf('hz').map((s) => s.code)).toEqual(['zto', 'yto', 'sf', 'jd']);
  });

  it('offers an order from several cities only the services all of them ship with', () => {
    expect(deliveryServicesForCities(['pn', 'hz']).map((s) => s.code)).toEqual(['zto', 'yto', 'sf']);
    expect(deliveryServicesForCities(['gz']).map((s) => s.code)).toEqual([
      'zto',
      'yto',
      'sf',
      'jd',
      'freight',
    ]);
  });
});
