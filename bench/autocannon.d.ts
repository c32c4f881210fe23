// Minimal types for the parts of autocannon the benchmarks use (it ships none).
declare module 'autocannon' {
  interface RequestOptions { path?: string }
  interface Options { url: string; connections?: number; duration?: number; headers?: Record<string, string>; requests?: Array<{ setupRequest?: (req: RequestOptions) => RequestOptions }> }
  interface Histogram { average: number; p99: number; total: number }
  interface Result { requests: Histogram; latency: Histogram; non2xx: number; errors: number }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
