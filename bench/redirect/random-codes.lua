-- Each request asks for one of the seeded codes at random (suffixes b1 … bN).
local codes = tonumber(os.getenv("BENCH_CODES") or "100000")
local prefix = os.getenv("BENCH_PATH_PREFIX") or "/c/b"

request = function()
  return wrk.format("GET", prefix .. math.random(1, codes))
end
