// The timeline chart's code: one load shared by the chart (BreachTimeline) and by the route's loader, which
// starts it beside the events request. Its own module, so the loader does not import the timeline's card.
import type * as TimelineModule from './TimelineChart';

// Forgotten when it fails: a failed load (a network blip) must not stick.
let timelineCode: Promise<typeof TimelineModule> | undefined;
export function loadTimelineCode(): Promise<typeof TimelineModule> {
  timelineCode ??= import('./TimelineChart').catch((error: unknown) => {
    timelineCode = undefined;
    throw error;
  });
  return timelineCode;
}

/** Starts loading the timeline's code now, beside the events request (a failure is left to the chart). */
export function preloadTimelineChart(): void {
  loadTimelineCode().catch(() => undefined);
}
