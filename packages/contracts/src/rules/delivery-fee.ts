import { DELIVERY_SERVICES, type DeliveryCode } from '../payments/constants.ts';

type DeliveryService = (typeof DELIVERY_SERVICES)[number];

/** The services that ship from a city market. */
export const deliveryServicesOf = (city: string): DeliveryService[] =>
  DELIVERY_SERVICES.filter((s) => s.cities === 'all' || (s.cities as readonly string[]).includes(city));

/** The services every city of an order ships with: one service carries the whole order. */
export function deliveryServicesForCities(cities: readonly string[]): DeliveryService[] {
  return DELIVERY_SERVICES.filter((s) => cities.every((city) => deliveryServicesOf(city).includes(s)));
}

/** What one parcel of `pieces` pieces costs with a service, in fen. */
export function parcelFeeCents(code: DeliveryCode, pieces: number): number {
  const service = DELIVERY_SERVICES.find((s) => s.code === code);
  if (!service) throw new Error(`no delivery service ${code}`);
  if (pieces <= 0) return 0;
  return service.firstCents + Math.max(0, pieces - service.firstPieces) * service.extraCents;
}
