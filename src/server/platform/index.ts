/**
 * The platform domain (docs/platform-calls.md): §7's places look-ups and session-recording id.
 * Other domains import only this file.
 */
export { platformRoutes, type PlatformRoutesOptions } from './routes.ts';
export { recordingId, sampled, MIN_CORES_EXCLUSIVE, type RecordingRules } from './fullstory.ts';
export { PlacesError, PlacesProvider } from './places.ts';
