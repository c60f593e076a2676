// The timeline chart's code: one load shared by the chart (BreachTimeline) and by the route's loader, which
// starts it beside the events request. Its own module, so the loader does not import the timeline's card.
import { codeLoad } from '../../lib/code-load';

const timelineCode = codeLoad(() => import('./TimelineChart'));

export const loadTimelineCode = timelineCode.load;

/** Starts loading the timeline's code now, beside the events request (a failure is left to the chart). */
export const preloadTimelineChart = timelineCode.preload;
