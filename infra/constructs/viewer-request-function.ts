import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { cloudFrontFunctionFile, type CloudFrontFunctionName } from '../cloudfront/functions.ts';

/** A viewer-request CloudFront Function whose code is one of infra/cloudfront/*.js. */
export class ViewerRequestFunction extends Construct {
  readonly function: cloudfront.Function;

  constructor(scope: Construct, id: string, props: { file: CloudFrontFunctionName; comment: string }) {
    super(scope, id);
    this.function = new cloudfront.Function(this, 'Fn', {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: props.comment,
      code: cloudfront.FunctionCode.fromFile({ filePath: cloudFrontFunctionFile(props.file) }),
    });
  }

  /** The association the distribution's behaviour takes. */
  get association(): cloudfront.FunctionAssociation {
    return { function: this.function, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST };
  }
}
