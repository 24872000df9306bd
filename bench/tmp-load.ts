import fs from 'node:fs';
import { formatLoad, load } from './support.ts';

const paths = fs.readFileSync(process.argv[2]!, 'utf8').trim().split('\n');
console.log(
  formatLoad(
    process.argv[2]!,
    await load('http://127.0.0.1:3100', paths, Number(process.argv[3] ?? 4), Number(process.argv[4] ?? 20)),
  ),
);
