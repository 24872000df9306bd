// Image search's evaluation door: the measured set of seed pictures and their transformations, for the
// benchmarks and the floor test (decision 046). Production code never imports it (npm run lint).
export { evaluate } from './evaluate.ts';
export { seedPictures, styleOf } from './evaluation-set.ts';
