import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The journeys share one server and one demo buyer, so what one leaves (a claimed coupon, an authorised
 * shop, messages, addresses) is what the next finds. They run in one order on every machine: the
 * new-buyer coupon claim first (checkouts later apply it), the first shop authorisation second (later
 * pushes find the shop authorised), then by file name.
 */
const FIRST = ['accounts-journey.test.ts', 'listing-journey.test.ts'];
const rank = (spec: TestSpecification) => {
  const at = FIRST.findIndex((name) => spec.moduleId.endsWith(`/${name}`));
  return at === -1 ? FIRST.length : at;
};

export class JourneyOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => rank(a) - rank(b) || a.moduleId.localeCompare(b.moduleId));
  }
}
