-- bench:api's report from wrk (BENCH_LOADGEN=wrk): one JSON line after the run, read by ./wrk.ts.
-- os.clock() is the CPU time wrk's process used (all its threads), the "load CPU" column.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '\nDAROBAN-WRK {"requests":%d,"duration_us":%d,"p50_us":%d,"p99_us":%d,"non2xx":%d,"errors":%d,"cpu_s":%.6f}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.status, e.connect + e.read + e.write + e.timeout, os.clock()))
end
