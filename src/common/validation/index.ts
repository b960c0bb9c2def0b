export * from './issue';
export * from './rules';
export * from './apiErrorDetails';
export * from './feedbackSchema';
