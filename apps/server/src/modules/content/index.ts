// The content module's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { importTopics } from './import.ts';
export { createTopicsService, type TopicsService } from './topics-service.ts';
