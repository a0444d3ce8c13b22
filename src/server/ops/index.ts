// Running it for real: health and readiness, metrics, and the logger with its redaction.
export { healthRoutes } from './health';
export { echoRequestId, loggerOptions } from './logger';
export { Metrics, type JobOutcome, type MailOutcome } from './metrics';
export { metricsRoutes } from './metricsRoute';
export { loadOpsConfig, type OpsConfig } from './opsConfig';
export { readiness } from './readiness';
