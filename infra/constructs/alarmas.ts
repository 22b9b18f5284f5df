import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { metricsNamespace, type Metrica } from '#shared/contract/metricas.ts';

/** CloudWatch's limit: a metric math alarm reads at most 10 metrics. */
export const METRICAS_POR_ALARMA = 10;

const CINCO_MINUTOS = Duration.minutes(5);

export interface AlarmasProps {
  /** The stage's alarm topic (AlarmasStack), imported where the alarms are. */
  topic: ITopic;
  stage: string;
}

/**
 * The alarms of one stack, each named `portal-carga-<stage>-…` (the subject of the mail) with a
 * Spanish description of what it means and what to do (the runbook has the rest), notifying the
 * stage's topic when it fires and when it clears. A missing datapoint is not a breach: these
 * metrics only exist while something happens.
 */
export class Alarmas extends Construct {
  readonly prefijo: string;
  private readonly stage: string;
  private readonly accion: SnsAction;

  constructor(scope: Construct, id: string, props: AlarmasProps) {
    super(scope, id);
    this.stage = props.stage;
    this.prefijo = `portal-carga-${props.stage}`;
    this.accion = new SnsAction(props.topic);
  }

  private alarma(nombre: string, descripcion: string, metric: cloudwatch.IMetric, threshold = 0): cloudwatch.Alarm {
    const alarma = new cloudwatch.Alarm(this, nombre, {
      alarmName: `${this.prefijo}-${nombre}`,
      alarmDescription: descripcion,
      metric,
      threshold,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    alarma.addAlarmAction(this.accion);
    alarma.addOkAction(this.accion);
    return alarma;
  }

  /** A dead-letter queue holds a message: something failed every try and waits to be looked at. */
  colaMuerta(cola: IQueue, nombre: string, queLlega: string): cloudwatch.Alarm {
    return this.alarma(
      `dlq-${nombre}`,
      `La cola ${this.prefijo}-${nombre}-dlq tiene mensajes: ${queLlega}. Runbook: revisar los mensajes y reenviarlos.`,
      cola.metricApproximateNumberOfMessagesVisible({ statistic: cloudwatch.Stats.MAXIMUM, period: CINCO_MINUTOS }),
    );
  }

  /** The oldest message of a queue someone else reads has waited longer than `maximo`. */
  antiguedad(cola: IQueue, nombre: string, maximo: Duration, quien: string): cloudwatch.Alarm {
    return this.alarma(
      `antiguedad-${nombre}`,
      `El mensaje más viejo de la cola ${nombre} espera hace más de ${maximo.toHours()} horas: ${quien} no la está leyendo.`,
      cola.metricApproximateAgeOfOldestMessage({ statistic: cloudwatch.Stats.MAXIMUM, period: CINCO_MINUTOS }),
      maximo.toSeconds(),
    );
  }

  /**
   * Lambda errors (unhandled exceptions, timeouts, crashes) and throttles of an area's functions, one
   * alarm of each for every ten functions (the metric math limit). An API operation answers its own
   * errors as 5xx (see apiErrores5xx); what reaches Lambda's Errors is what the handler could not answer.
   */
  funciones(area: string, funciones: readonly IFunction[]): void {
    const grupos = Array.from({ length: Math.ceil(funciones.length / METRICAS_POR_ALARMA) }, (_, i) =>
      funciones.slice(i * METRICAS_POR_ALARMA, (i + 1) * METRICAS_POR_ALARMA),
    );
    const que = {
      Errors: 'errores (excepción no atendida, timeout o caída) en funciones',
      Throttles: 'invocaciones rechazadas por falta de concurrencia (throttles) en funciones',
    };
    for (const [metrica, texto] of Object.entries(que)) {
      grupos.forEach((grupo, i) => {
        const parte = grupos.length > 1 ? `-${i + 1}` : '';
        this.alarma(
          `${metrica === 'Errors' ? 'errores' : 'throttles'}-${area}${parte}`,
          `Hubo ${texto} del área ${area}${parte && ` (grupo ${i + 1} de ${grupos.length})`}. Ver sus logs y la métrica ${metrica} de cada función.`,
          new cloudwatch.MathExpression({
            // FILL: a function with no invocations in the period has no datapoint, which would blank the sum.
            expression: 'SUM(FILL(METRICS(), 0))',
            usingMetrics: Object.fromEntries(
              grupo.map((fn, j) => [`f${j}`, fn.metric(metrica, { statistic: cloudwatch.Stats.SUM, period: CINCO_MINUTOS })]),
            ),
            label: `${metrica} ${area}${parte}`,
            period: CINCO_MINUTOS,
          }),
        );
      });
    }
  }

  /** More than 5 % of the API's answers in five minutes were 5xx (with at least 10 requests, so one error alone is not a rate). */
  apiErrores5xx(api: IHttpApi): cloudwatch.Alarm {
    return this.alarma(
      'api-5xx',
      'Más del 5 % de las respuestas de la API fueron errores 5xx en 5 minutos. Ver los logs de acceso del stage y los de las funciones.',
      new cloudwatch.MathExpression({
        expression: 'IF(pedidos >= 10, 100 * errores / pedidos, 0)',
        usingMetrics: {
          errores: api.metricServerError({ statistic: cloudwatch.Stats.SUM, period: CINCO_MINUTOS }),
          pedidos: api.metricCount({ statistic: cloudwatch.Stats.SUM, period: CINCO_MINUTOS }),
        },
        label: '% 5xx',
        period: CINCO_MINUTOS,
      }),
      5,
    );
  }

  /** One of the portal's own metrics (shared/contract/metricas.ts) counted anything. */
  metricaPropia(metrica: Metrica, descripcion: string): cloudwatch.Alarm {
    return this.alarma(
      metrica.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase(),
      descripcion,
      new cloudwatch.Metric({
        namespace: metricsNamespace(this.stage),
        metricName: metrica,
        statistic: cloudwatch.Stats.SUM,
        period: CINCO_MINUTOS,
      }),
    );
  }
}
