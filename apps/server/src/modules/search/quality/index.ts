// Search's quality door: the labelled catalogue and the measure of what the engine finds, for the
// benchmark and the floor test (decision 047). Production code never imports it (npm run lint).
export { labelledCatalogue } from './labelled-queries.ts';
export { measureQuality } from './measure.ts';
