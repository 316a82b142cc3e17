// A small SVG writer for the report: one horizontal bar chart per table (the median as the bar, the
// min–max range as a whisker), on a logarithmic axis when the values span more than two decades. Rates and
// times alike: a table with `lowerIsBetter` says so on its axis line.
import { formatRate, formatRatio, type Table } from './harness'

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Width of text in 12px sans-serif, roughly (SVG cannot measure text). */
const textWidth = (s: string): number => s.length * 6.6

const decklet = (name: string): boolean => name.startsWith('decklet')

/** The chart of a table as an SVG document. */
export function barChart(table: Table): string {
  const rows = table.rows
  const labelWidth = Math.round(Math.max(...rows.map((r) => textWidth(r.name))) + 16)
  const plotWidth = 520
  const valueWidth = 150
  const barHeight = 20
  const gap = 8
  const top = 48
  const width = Math.ceil(Math.max(labelWidth + plotWidth + valueWidth, table.title.length * 8 + 16))
  const height = top + rows.length * (barHeight + gap) + 24
  const maxValue = Math.max(...rows.map((r) => r.max))
  const minValue = Math.min(...rows.map((r) => r.min))
  const log = minValue > 0 && maxValue / minValue > 100
  const low = log ? 10 ** Math.floor(Math.log10(minValue)) : 0
  const high = log ? 10 ** Math.ceil(Math.log10(maxValue)) : maxValue * 1.05
  const x = (v: number): number => {
    if (log) return (plotWidth * (Math.log10(Math.max(v, low)) - Math.log10(low))) / (Math.log10(high) - Math.log10(low))
    return (plotWidth * Math.max(0, v)) / high
  }
  const out: string[] = []
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="12">`)
  out.push(`<rect width="100%" height="100%" fill="#ffffff"/>`)
  out.push(`<text x="8" y="20" font-size="14" font-weight="600" fill="#222">${escape(table.title)}</text>`)
  const axis = `${table.unit}, median of rounds; whiskers: min–max${table.lowerIsBetter ? '; lower is better' : ''}${log ? '; logarithmic scale' : ''}`
  out.push(`<text x="8" y="38" fill="#666">${escape(axis)}</text>`)
  if (log) {
    for (let v = low; v <= high * 1.0001; v *= 10) {
      const gx = labelWidth + x(v)
      out.push(`<line x1="${gx.toFixed(1)}" y1="${top - 4}" x2="${gx.toFixed(1)}" y2="${height - 20}" stroke="#e3e3e3"/>`)
      out.push(`<text x="${gx.toFixed(1)}" y="${height - 6}" text-anchor="middle" fill="#888" font-size="10">${escape(formatRate(v))}</text>`)
    }
  }
  rows.forEach((row, i) => {
    const y = top + i * (barHeight + gap)
    const fill = decklet(row.name) ? '#2f6fdb' : '#9aa3ad'
    out.push(`<text x="${labelWidth - 8}" y="${y + barHeight / 2 + 4}" text-anchor="end" fill="#222">${escape(row.name)}</text>`)
    out.push(`<rect x="${labelWidth}" y="${y}" width="${Math.max(1, x(row.median)).toFixed(1)}" height="${barHeight}" fill="${fill}" rx="2"/>`)
    const x1 = labelWidth + x(row.min)
    const x2 = labelWidth + x(row.max)
    const cy = y + barHeight / 2
    out.push(`<path d="M${x1.toFixed(1)} ${cy}H${x2.toFixed(1)}M${x1.toFixed(1)} ${cy - 5}V${cy + 5}M${x2.toFixed(1)} ${cy - 5}V${cy + 5}" stroke="#222" stroke-width="1.2" fill="none"/>`)
    const label = `${formatRate(row.median)}${row.ratio === null ? '' : ` (${formatRatio(row.ratio)})`}`
    out.push(`<text x="${(labelWidth + Math.max(x(row.max), x(row.median)) + 6).toFixed(1)}" y="${y + barHeight / 2 + 4}" fill="#222">${escape(label)}</text>`)
  })
  out.push('</svg>')
  return out.join('\n') + '\n'
}
