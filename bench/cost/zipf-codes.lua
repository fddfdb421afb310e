-- Codes asked for with Zipf-like popularity, as real traffic is: code b1 most, b2 half as often
-- (exponent BENCH_ZIPF, 1.0 unless given), down to bN. The cumulative weights are worked out once
-- per wrk thread; each request draws one by binary search.
local codes = tonumber(os.getenv("BENCH_CODES") or "100000")
local exponent = tonumber(os.getenv("BENCH_ZIPF") or "1.0")
local prefix = os.getenv("BENCH_PATH_PREFIX") or "/c/b"

local cumulative = {}
local total = 0
for rank = 1, codes do
  total = total + 1 / rank ^ exponent
  cumulative[rank] = total
end

local function draw()
  local target = math.random() * total
  local low, high = 1, codes
  while low < high do
    local middle = math.floor((low + high) / 2)
    if cumulative[middle] < target then low = middle + 1 else high = middle end
  end
  return low
end

request = function()
  return wrk.format("GET", prefix .. draw())
end
