// `@envios/platform/tracing`: OpenTelemetry, started before anything it instruments is loaded.
require('./dist/tracing/register');
