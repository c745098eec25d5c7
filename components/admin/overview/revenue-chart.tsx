"use client";

import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import type { RevenueDayJson } from "@/domains/admin";
import { overviewTexts as t } from "@/domains/admin";
import { ChartFigure } from "./chart-figure";
import { axisTick, dayLabel, dollarsText, themeColors, tooltipStyle } from "./chart-style";

/** Revenue per day over the last 30 days, every day drawn (0 where nothing was paid). */
export function RevenueChart({ days }: { days: RevenueDayJson[] }) {
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  return (
    <ChartFigure
      id="revenue-chart"
      title={t.revenueChart}
      label={t.revenueChartLabel(dollarsText(total))}
      empty={total === 0 ? t.noRevenue : null}
      columns={[t.dayColumn, t.revenueColumn]}
      rows={days.map((day) => [dayLabel(day.day), dollarsText(day.revenue)] as const)}
    >
      <LineChart
        data={days}
        responsive
        accessibilityLayer={false}
        style={{ width: "100%", height: "100%" }}
        margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
      >
        <CartesianGrid stroke={themeColors.grid} strokeDasharray="3 3" />
        <XAxis
          dataKey="day"
          tickFormatter={dayLabel}
          tick={axisTick}
          stroke={themeColors.text}
          minTickGap={24}
        />
        <YAxis tickFormatter={dollarsText} tick={axisTick} stroke={themeColors.text} width={80} />
        <Tooltip
          formatter={(value) => [dollarsText(Number(value)), t.revenueColumn]}
          labelFormatter={(day) => dayLabel(String(day))}
          contentStyle={tooltipStyle}
        />
        <Line
          type="monotone"
          dataKey="revenue"
          stroke={themeColors.line}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ChartFigure>
  );
}
