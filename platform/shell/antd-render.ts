import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile's imperative APIs (Toast.show, Dialog.alert …) still call the ReactDOM.render that
 * React 19 removed; this is the official shim (STACK.md, headline finding 2). Import once at start.
 */
unstableSetRender((node, container) => {
  const c = container as Element & { _reactRoot?: Root };
  c._reactRoot ||= createRoot(c);
  const root = c._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});
