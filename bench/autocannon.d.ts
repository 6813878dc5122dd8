// autocannon ships no types and @types/autocannon is not installed: the part of its API the bench uses.
declare module 'autocannon' {
  export type RequestParams = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  export type Request = RequestParams & {
    setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams | false;
  };
  export type Options = {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    amount?: number;
    headers?: Record<string, string>;
    requests?: Request[];
    workers?: number;
    /** Seconds before a request counts as timed out (10 by default). */
    timeout?: number;
  };
  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9: number;
    totalCount: number;
  };
  export type Result = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  };
  /** A running load: awaitable for its result, and an emitter of each answer and error as they come. */
  export type Instance = Promise<Result> & {
    on(
      event: 'response',
      listener: (
        client: { requestIterator: { context: Record<string, unknown> } },
        statusCode: number,
        bytes: number,
        responseTime: number,
      ) => void,
    ): Instance;
    on(event: 'reqError', listener: (error: Error) => void): Instance;
    on(event: 'done', listener: (result: Result) => void): Instance;
    stop(): void;
  };
  function autocannon(options: Options): Instance;
  export default autocannon;
}
