/** The datasets engine in the console (antd): a kind's status, upload, history and rollback; its connector (数据接入). */
export { DatasetLoads } from './dataset-loads';
export { ConnectorForm, DatasetConnectorPanel, connectorInputOf, formValuesOf, type TConnectorFormProps, type TConnectorFormValues } from './connector-form';
