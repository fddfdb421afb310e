import './log.css';
import { useEffect } from 'react';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { logResource } from './log-resource';
import { loadLogTypes } from './log-types';

/** The operation log: filters, paging and a drawer with each entry's whole content. */
export default function LogPanel() {
  // The dictionary may have changed since the panel was last open.
  useEffect(() => {
    void loadLogTypes();
  }, []);
  return <ResourcePanel definition={logResource} />;
}
