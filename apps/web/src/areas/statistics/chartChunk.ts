/**
 * The chart widget's chunk (recharts): loaded by the statistics screens only, asked for by their
 * route loaders together with the route's own code.
 */
export const loadStatsChart = () => import('@platform/ui/StatsChart');
