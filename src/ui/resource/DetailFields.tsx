import './resource.css';
import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/**
 * One record's fields in a detail drawer, as a compact table of names and values: what a log
 * entry or a domain check says about itself before its long body.
 */
export function DetailFields({ fields }: { fields: readonly (readonly [name: string, value: ReactNode])[] }) {
  return (
    <HTMLTable compact className="lc-detail-fields">
      <tbody>
        {fields.map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
