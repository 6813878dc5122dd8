import { z } from 'zod';
import { idValueSchema } from './common';

/*
 * First-party analytics (issue 13): what the public site sends to POST /api/events, and what the
 * back-office's website and app analytics read. No cookie, no third party: the server turns the
 * address and user agent into a visitor key with a salt rotated every Douala day.
 */

/** Events a page sends in one beacon at most; more wait for the next one. */
export const ANALYTICS_BATCH_MAX = 25;
/** Bytes a beacon may carry: more is a 413. */
export const ANALYTICS_BODY_MAX_BYTES = 16 * 1024;
/** A session ends after this long without an event. */
export const ANALYTICS_SESSION_IDLE_MINUTES = 30;

export const analyticsEventTypes = [
  'page_view',
  'search',
  'call',
  'directions',
  'share',
  'correction_sent',
  'newsletter_signup',
  'app_installed',
  'client_error',
] as const;
export type AnalyticsEventType = (typeof analyticsEventTypes)[number];

/** The searches the Users tab counts: a listing filtered by kind, the on-call list, or a search by name. */
export const analyticsSearchKinds = ['hospital', 'laboratory', 'pharmacy', 'on_call', 'name'] as const;
export type AnalyticsSearchKind = (typeof analyticsSearchKinds)[number];

/** Where a session came from, from its UTM tags or its referrer (see the server's `classifySource`). */
export const trafficSources = ['organic', 'direct', 'social', 'referral', 'email', 'messaging'] as const;
export type TrafficSource = (typeof trafficSources)[number];

export const deviceClasses = ['mobile', 'desktop', 'tablet'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

export const appPlatforms = ['android', 'ios', 'other'] as const;
export type AppPlatform = (typeof appPlatforms)[number];

/**
 * The website analytics' page filter: every page, or one part of the site (spec 02 lists services,
 * doctors and hospitals; pharmacies and laboratories are the directory's other parts).
 */
export const pageGroups = ['services', 'doctors', 'hospitals', 'pharmacies', 'laboratories', 'other'] as const;
export type PageGroup = (typeof pageGroups)[number];

/** Which part of the site a path belongs to (`/medical-facilities/<kind>` lists count with their kind). */
export function pageGroupOf(path: string): PageGroup {
  const segments = path.split(/[?#]/)[0]!.toLowerCase().split('/').filter(Boolean);
  const first = segments[0] === 'medical-facilities' ? (segments[1] ?? '') : (segments[0] ?? '');
  if (first.startsWith('hospital')) return 'hospitals';
  if (first.startsWith('pharmac')) return 'pharmacies';
  if (first.startsWith('laborator')) return 'laboratories';
  if (first.startsWith('doctor')) return 'doctors';
  if (['services', 'how-it-works', 'payment-options'].includes(first)) return 'services';
  return 'other';
}

const path = z
  .string()
  .max(300)
  .regex(/^\/[^\s]*$/, { error: 'invalid_format' });
const shortText = (max: number) => z.string().trim().max(max);

const utmSchema = z
  .object({
    source: shortText(100).optional(),
    medium: shortText(100).optional(),
    campaign: shortText(100).optional(),
  })
  .optional();

/** What every event carries: when it happened on the page (ms before the beacon was sent) and where. */
const eventBase = {
  /** Milliseconds between the event and the beacon (the server's clock dates the beacon). */
  ago: z
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60 * 1000),
  path,
};

const facilityRef = { facilityId: idValueSchema.optional() };

export const analyticsEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('page_view'),
    ...eventBase,
    referrer: z.string().max(500).optional(),
    utm: utmSchema,
    /** Navigation Timing's load time of the first page of a visit, when known. */
    loadMs: z.number().int().min(0).max(120_000).optional(),
  }),
  z.object({
    type: z.literal('search'),
    ...eventBase,
    kind: z.enum(analyticsSearchKinds),
    results: z.number().int().min(0).max(10_000_000),
  }),
  z.object({ type: z.literal('call'), ...eventBase, ...facilityRef }),
  z.object({ type: z.literal('directions'), ...eventBase, ...facilityRef }),
  z.object({ type: z.literal('share'), ...eventBase, ...facilityRef }),
  z.object({ type: z.literal('correction_sent'), ...eventBase, ...facilityRef }),
  z.object({ type: z.literal('newsletter_signup'), ...eventBase }),
  z.object({ type: z.literal('app_installed'), ...eventBase }),
  z.object({
    type: z.literal('client_error'),
    ...eventBase,
    message: shortText(500),
    source: shortText(300).optional(),
    line: z.number().int().min(0).max(10_000_000).optional(),
    stack: z.string().max(4000).optional(),
  }),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** POST /api/events: one beacon. */
export const analyticsBatchSchema = z.object({
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_BATCH_MAX),
  /** The interface language. */
  language: z.enum(['en', 'fr']),
  /** The build that sent it (vite's define), for crash reports and the app version. */
  build: shortText(40),
  /** True when the page runs as the installed web app (display-mode standalone). */
  standalone: z.boolean().default(false),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

// ---------- back-office reads ----------

/** Spec 02: the website and app analytics' period filter, in Africa/Douala calendar terms. */
export const analyticsPeriods = ['today', 'week', 'month', 'year'] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

export const websiteAnalyticsQuerySchema = z.object({
  period: z.enum(analyticsPeriods).default('week'),
  page: z.enum(['all', ...pageGroups]).default('all'),
});
export type WebsiteAnalyticsQuery = z.infer<typeof websiteAnalyticsQuerySchema>;

/** A figure with its value in the previous period of equal length (null when that one had none). */
export const comparedFigureSchema = z.object({
  value: z.number(),
  previous: z.number(),
  /** Percentage change against `previous`; null when `previous` is 0. */
  changePercent: z.number().nullable(),
});
export type ComparedFigure = z.infer<typeof comparedFigureSchema>;

const periodBoundsSchema = z.object({ from: z.string(), to: z.string() });

export const websiteAnalyticsSchema = z.object({
  period: periodBoundsSchema,
  previousPeriod: periodBoundsSchema,
  visitors: comparedFigureSchema,
  dailyVisitors: comparedFigureSchema,
  pageViews: comparedFigureSchema,
  /** Sessions of one page view, in percent. */
  bounceRate: comparedFigureSchema,
  /** Seconds. */
  averageSessionSeconds: comparedFigureSchema,
  /** Sessions with a Call or Directions, in percent. */
  conversionRate: comparedFigureSchema,
  sources: z.array(z.object({ source: z.enum(trafficSources), sessions: z.number() })),
  devices: z.array(z.object({ device: z.enum(deviceClasses), sessions: z.number() })),
  topPages: z.array(z.object({ path: z.string(), views: z.number(), visitors: z.number() })),
  /** Visitors per Douala day (per hour for today), for the chart. */
  visitorsOverTime: z.array(z.object({ at: z.string(), visitors: z.number(), pageViews: z.number() })),
  /** The last 30 minutes in five slots of 6 minutes, oldest first. */
  realtime: z.array(z.object({ from: z.string(), visitors: z.number() })),
});
export type WebsiteAnalytics = z.infer<typeof websiteAnalyticsSchema>;

export const appAnalyticsQuerySchema = z.object({
  period: z.enum(analyticsPeriods).default('week'),
  platform: z.enum(['all', 'android', 'ios']).default('all'),
});
export type AppAnalyticsQuery = z.infer<typeof appAnalyticsQuerySchema>;

/** A figure the platform does not measure (yet): shown as "not collected yet", never as a number. */
export const notCollectedSchema = z.object({ collected: z.literal(false) });
const measured = <T extends z.ZodTypeAny>(value: T) =>
  z.union([z.object({ collected: z.literal(true), value }), notCollectedSchema]);

export const crashStatuses = ['open', 'resolved'] as const;
export type CrashStatus = (typeof crashStatuses)[number];

export const crashReportSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  source: z.string().nullable(),
  line: z.number().int().nullable(),
  build: z.string(),
  platform: z.enum(appPlatforms),
  occurrences: z.number().int(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  status: z.enum(crashStatuses),
});
export type CrashReport = z.infer<typeof crashReportSchema>;

export const appAnalyticsSchema = z.object({
  period: periodBoundsSchema,
  previousPeriod: periodBoundsSchema,
  installs: comparedFigureSchema,
  /** Visitors of the installed app in the period (one a Douala day each). */
  activeUsers: comparedFigureSchema,
  /** App sessions with a client error, in percent. */
  crashRate: comparedFigureSchema,
  /** The build most app sessions ran, and each build's share. */
  versions: z.array(z.object({ build: z.string(), sessions: z.number() })),
  /** The server's own latency over the period, every route. */
  apiLatency: measured(z.object({ p50Ms: z.number(), p95Ms: z.number(), requests: z.number() })),
  pushOptIn: notCollectedSchema,
  loadTimeMs: measured(z.number()),
  memoryUsage: notCollectedSchema,
  batteryImpact: notCollectedSchema,
  sessionSeconds: measured(z.number()),
  screensPerSession: measured(z.number()),
  /** Visitor keys change every day (no cookie): returning users cannot be recognised. */
  retentionDay1: notCollectedSchema,
  retentionDay30: notCollectedSchema,
  platforms: z.array(z.object({ platform: z.enum(appPlatforms), sessions: z.number() })),
  /** Share of app sessions that used each feature, in percent (spec 02 §9 rates it). */
  featureUsage: z.array(
    z.object({ feature: z.enum(['search', 'call', 'directions', 'share', 'on_call']), percent: z.number() }),
  ),
  crashes: z.array(crashReportSchema),
});
export type AppAnalytics = z.infer<typeof appAnalyticsSchema>;

export const crashStatusUpdateSchema = z.object({ status: z.enum(crashStatuses) });
export type CrashStatusUpdate = z.infer<typeof crashStatusUpdateSchema>;

/** Spec 02 §9: bounce rate under 35 green, under 45 yellow, else red. */
export function bounceRateTone(percent: number): 'good' | 'fair' | 'poor' {
  if (percent < 35) return 'good';
  if (percent < 45) return 'fair';
  return 'poor';
}

/** Spec 02 §9: feature usage above 80 Excellent, above 60 Good, else Needs Improvement. */
export function featureUsageRating(percent: number): 'excellent' | 'good' | 'needsImprovement' {
  if (percent > 80) return 'excellent';
  if (percent > 60) return 'good';
  return 'needsImprovement';
}

/** Spec 02 §9: the real-time bars scale against 150 visitors. */
export const REALTIME_BAR_SCALE = 150;
