import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The journeys share one server and one demo buyer, so what one leaves (a claimed coupon, messages,
 * addresses) is what the next finds. They run in the order of their file names, the same on every machine,
 * rather than by file size or the last run's timings.
 */
export class JourneyOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}
