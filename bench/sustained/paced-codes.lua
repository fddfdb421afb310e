-- The random codes of bench/redirect, sent at a fixed overall rate (BENCH_RATE requests/s):
-- before each request every connection claims the next slot of one shared schedule and waits
-- for it, so the load does not follow the server's pace as a plain wrk run does.
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
dofile(here .. "../redirect/random-codes.lua")

local ffi = require("ffi")
ffi.cdef [[
  typedef struct { long tv_sec; long tv_nsec; } bench_timespec;
  int clock_gettime(int clock, bench_timespec *now);
]]
local CLOCK_MONOTONIC = 1
local clock = ffi.new("bench_timespec")

local function nowMs()
  ffi.C.clock_gettime(CLOCK_MONOTONIC, clock)
  return tonumber(clock.tv_sec) * 1000 + tonumber(clock.tv_nsec) / 1e6
end

local interval = 1000 / tonumber(os.getenv("BENCH_RATE"))
local nextSlot = nil

-- wrk waits whole milliseconds; slots keep their exact spacing, so the rate stays R on average.
delay = function()
  local now = nowMs()
  nextSlot = nextSlot or now
  local slot = nextSlot
  nextSlot = nextSlot + interval
  return math.max(0, math.floor(slot - now))
end
