import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import { APP_CONFIG, type BaseConfig } from './config/config';
import { AllExceptionsFilter, ERROR_LANGUAGE, type ErrorLanguage } from './errors/exception.filter';
import { RedisHealth } from './health/indicators';
import { LoggingModule } from './logging/logging.module';

/** The platform for an HTTP app without a database of its own (the BFF): config, logs, errors, Redis health. */
@Module({})
export class AppPlatformModule {
  static forRoot(options: { app: string; config: BaseConfig; errorLanguage?: ErrorLanguage }): DynamicModule {
    return {
      module: AppPlatformModule,
      global: true,
      imports: [LoggingModule.forRoot({ app: options.app, level: options.config.LOG_LEVEL }), TerminusModule],
      providers: [
        { provide: APP_CONFIG, useValue: options.config },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        ...(options.errorLanguage ? [{ provide: ERROR_LANGUAGE, useValue: options.errorLanguage }] : []),
        RedisHealth,
      ],
      exports: [APP_CONFIG, RedisHealth],
    };
  }
}
