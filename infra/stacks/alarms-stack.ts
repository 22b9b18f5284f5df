import { Stack, type StackProps } from 'aws-cdk-lib';
import * as sns from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { METRICAS } from '#shared/contract/metricas.ts';
import { Alarmas } from '../constructs/alarmas.ts';
import { acknowledge } from '../constructs/nag.ts';

export interface AlarmasStackProps extends StackProps {
  stage: string;
  /** Subscribed by e-mail (`-c alarmEmail=`); SNS sends it a confirmation link first. */
  alarmEmail?: string;
}

/**
 * The stage's alarm topic, which every alarm of the portal notifies (each stack imports it by name),
 * with the operators' e-mail subscribed; and the alarms on the portal's own metrics, which the
 * functions of every stack write.
 */
export class AlarmasStack extends Stack {
  readonly topic: sns.Topic;

  constructor(scope: Construct, id: string, props: AlarmasStackProps) {
    super(scope, id, props);
    this.topic = new sns.Topic(this, 'Topic', {
      topicName: `portal-carga-${props.stage}-alarmas`,
      displayName: `Portal de carga (${props.stage}): alarmas`,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    acknowledge(
      this.topic,
      'AwsSolutions-SNS2',
      'CloudWatch alarms cannot publish to a topic encrypted with the AWS managed SNS key, and the messages carry only alarm names and states, no customer data; a customer managed key would add a key policy for CloudWatch and nothing to protect.',
    );

    const alarmas = new Alarmas(this, 'Alarmas', { topic: this.topic, stage: props.stage });
    alarmas.metricaPropia(
      METRICAS.avisosNoEntregados,
      'Un correo o un evento no se entregó. Si lo mandaba un trabajo o un suscriptor, esa corrida falló y se reintenta; si lo mandaba una operación de la API, el cambio quedó hecho y el aviso no: buscar la línea "no entregado" en los logs y mandarlo a mano.',
    );
    alarmas.metricaPropia(
      METRICAS.documentosAbandonados,
      'reintentar-documentos dejó de intentar los documentos de una versión tras 3 intentos. Buscar "documents given up" en sus logs, corregir la causa y volver a generar.',
    );
    alarmas.metricaPropia(
      METRICAS.personasSinRespuesta,
      'La API de personas no respondió a una validación de personas bloqueadas: mientras no responda, ningún certificado de viaje específico se emite (503). Buscar "validación de personas fallida" en los logs de emitir-certificado y revisar la API (personasApiUrl) y su clave (secreto portal-carga-<stage>-personas).',
    );
  }
}
