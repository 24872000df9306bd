import { getSameStyle, getSameStyleComparison, getSameStyleSummaries } from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { SameStylePageService } from './same-style-page-service.ts';

/** The same-style page's calls (spec 3 §7 "Image search and same-style"). */
export function sameStyleRoutes(app: FastifyInstance, deps: { sameStyle: SameStylePageService }) {
  registerCall(app, getSameStyle, (input, request) => deps.sameStyle.page(input, viewerOf(request)));
  registerCall(app, getSameStyleComparison, (input, request) =>
    deps.sameStyle.compare(input, viewerOf(request)),
  );
  registerCall(app, getSameStyleSummaries, (input, request) =>
    deps.sameStyle.summaries(input, viewerOf(request)),
  );
}
