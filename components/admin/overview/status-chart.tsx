"use client";

import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import type { StateCountJson } from "@/domains/admin";
import { overviewTexts as t } from "@/domains/admin";
import { ChartFigure } from "./chart-figure";
import { axisTick, themeColors, tooltipStyle } from "./chart-style";
import { formatCount } from "@/lib/number-format";

/** How many orders are unpaid, paid, shipped and expired. */
export function StatusChart({ states }: { states: StateCountJson[] }) {
  const bars = states.map((state) => ({ label: t.status[state.status], orders: state.orders }));
  const summary = bars.map((bar) => `${bar.label} ${formatCount(bar.orders)}`).join(", ");
  return (
    <ChartFigure
      id="status-chart"
      title={t.statusChart}
      label={t.statusChartLabel(summary)}
      empty={bars.every((bar) => bar.orders === 0) ? t.noOrders : null}
      columns={[t.stateColumn, t.ordersColumn]}
      rows={bars.map((bar) => [bar.label, formatCount(bar.orders)] as const)}
    >
      <BarChart
        data={bars}
        responsive
        accessibilityLayer={false}
        style={{ width: "100%", height: "100%" }}
        margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke={themeColors.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={axisTick} stroke={themeColors.text} />
        <YAxis allowDecimals={false} tick={axisTick} stroke={themeColors.text} width={48} />
        <Tooltip
          formatter={(value) => [formatCount(Number(value)), t.ordersColumn]}
          contentStyle={tooltipStyle}
          cursor={{ fill: themeColors.grid }}
        />
        <Bar dataKey="orders" fill={themeColors.line} isAnimationActive={false} />
      </BarChart>
    </ChartFigure>
  );
}
